import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hostedImages, hostedImageUses } from '../../db/schema/hosted-images.ts';
import { workspaces } from '../../db/schema/workspaces.ts';

/** One use of a picture by a workspace in a Seoul month (the counted unit of the monthly image allowance). */
export interface ImageUse {
  workspaceId: string;
  /** First day of the Seoul month, `YYYY-MM-01`. */
  month: string;
  hash: string;
}

/** Rows of hosted pictures and their monthly uses. */
export function createHostedImagesRepo(db: Database) {
  return {
    /** The owner of a workspace (disconnected ones too: their pictures still count), or undefined. */
    async ownerOf(workspaceId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: workspaces.ownerId })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      return row?.ownerId;
    },

    async hasUse(use: ImageUse): Promise<boolean> {
      const [row] = await db
        .select({ hash: hostedImageUses.imageHash })
        .from(hostedImageUses)
        .where(
          and(
            eq(hostedImageUses.workspaceId, use.workspaceId),
            eq(hostedImageUses.month, use.month),
            eq(hostedImageUses.imageHash, use.hash),
          ),
        );
      return row !== undefined;
    },

    /** Records a stored picture; one row per hash, whoever stored it first. */
    async saveImage(image: typeof hostedImages.$inferInsert): Promise<void> {
      await db.insert(hostedImages).values(image).onConflictDoNothing({ target: hostedImages.hash });
    },

    /** Records the use; a second one of the same picture by the same workspace in the same month is not a new row. */
    async saveUse(use: ImageUse): Promise<void> {
      await db
        .insert(hostedImageUses)
        .values({ workspaceId: use.workspaceId, month: use.month, imageHash: use.hash })
        .onConflictDoNothing();
    },
  };
}
