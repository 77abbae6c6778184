import { appUrl, openListAddedDialog, settings, t } from '../../src/index.ts';

/** The birth list page: `{culture}/birthlists/birthlist/list/{BirthListId}`. */
export function birthListUrl(birthListId: number): string {
  return appUrl(`${settings().culture}/birthlists/birthlist/list/${encodeURIComponent(String(birthListId))}`);
}

/** After an add: the server's Message, 'return to shopping' (closes) and 'go to birth list'. */
export function openSuccessDialog(message: string, birthListId: number): void {
  openListAddedDialog({
    title: t('BirthLists.AddToBirthList'),
    className: 'birthlist-added',
    message,
    backLabel: t('Wishlists.ReturnToShopping'),
    goLabel: t('BirthLists.GoToBirthList'),
    goTo: birthListUrl(birthListId),
  });
}
