/** Query keys of the URL parser and upload tool. */
export const urlParserQueryKeys = {
  all: ['url-parser'] as const,
  uploadSettings: (workspaceId: string) =>
    [...urlParserQueryKeys.all, 'upload-settings', workspaceId] as const,
  categories: (workspaceId: string, query: string) =>
    [...urlParserQueryKeys.all, 'categories', workspaceId, query] as const,
  /** The draft itself is part of the key: an edit is a new review. */
  listingReview: (workspaceId: string, categoryId: string | null, details: unknown) =>
    [...urlParserQueryKeys.all, 'listing-review', workspaceId, categoryId, details] as const,
};
