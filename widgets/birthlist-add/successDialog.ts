import { appUrl, focusFirst, openDialog, settings, t } from '../../src/index.ts';

/** The birth list page: `{culture}/birthlists/birthlist/list/{BirthListId}`. */
export function birthListUrl(birthListId: number): string {
  return appUrl(`${settings().culture}/birthlists/birthlist/list/${encodeURIComponent(String(birthListId))}`);
}

/** After an add: the server's Message, 'return to shopping' (closes) and 'go to birth list'. */
export function openSuccessDialog(message: string, birthListId: number): void {
  const handle = openDialog({
    title: t('BirthLists.AddToBirthList'),
    replace: true,
    className: 'birthlist-added',
    size: 'small',
  });
  const text = document.createElement('p');
  text.textContent = message;
  handle.body.append(text);
  const back = document.createElement('button');
  back.type = 'button';
  back.className = 'button';
  back.textContent = t('Wishlists.ReturnToShopping');
  back.addEventListener('click', () => handle.close());
  const go = document.createElement('a');
  go.className = 'button button--primary';
  go.href = birthListUrl(birthListId);
  go.textContent = t('BirthLists.GoToBirthList');
  go.addEventListener('click', () => handle.close());
  handle.footer.append(back, go);
  focusFirst(handle);
}
