/** A folder tree node as the CMS's hierarchy call answers it. */
export interface FolderNode {
  FolderId: number;
  Name: string;
  ItemLevel: number;
  Children: FolderNode[];
}

/** Reads an answer of the hierarchy call; anything malformed is dropped, never thrown. */
export function readFolderNode(value: unknown): FolderNode | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const id = Number(raw.FolderId);
  if (!Number.isInteger(id)) return undefined;
  const children = Array.isArray(raw.Children) ? raw.Children : [];
  return {
    FolderId: id,
    Name: typeof raw.Name === 'string' ? raw.Name : String(id),
    ItemLevel: Number.isInteger(Number(raw.ItemLevel)) ? Number(raw.ItemLevel) : 0,
    Children: children.map(readFolderNode).filter((node): node is FolderNode => node !== undefined),
  };
}

/**
 * The asset list address of a folder (the CMS's route):
 * `{appPath}{culture}/assetslibrary/asset/assetsbyfolder/{folderId}/{rootFolderId}`, the last
 * segment empty for the root folder.
 */
export function folderListPath(
  appPath: string,
  culture: string,
  folderId: number,
  rootFolderId: number,
): string {
  const root = folderId === rootFolderId ? '' : String(rootFolderId);
  return `${appPath}${culture}/assetslibrary/asset/assetsbyfolder/${folderId}/${root}`;
}
