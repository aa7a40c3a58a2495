/** Query keys of the URL parser and upload tool. */
export const urlParserQueryKeys = {
  all: ['url-parser'] as const,
  uploadSettings: (workspaceId: string) =>
    [...urlParserQueryKeys.all, 'upload-settings', workspaceId] as const,
  categories: (workspaceId: string, query: string) =>
    [...urlParserQueryKeys.all, 'categories', workspaceId, query] as const,
};
