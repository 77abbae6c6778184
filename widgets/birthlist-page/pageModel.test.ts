import { readBirthList } from './pageModel.ts';

describe('the birth list page markup', () => {
  it('reads the list, its forms and its items with their priority', () => {
    document.body.innerHTML = `<div data-birth-list-id="31"><h1 class="birthlist__name">Léa</h1>
      <form class="birthlist__info" action="/fr/birthlists/birthlist/updateinfo"><input name="ListName" value="Léa"><textarea name="Message">Merci</textarea></form>
      <form class="birthlist__search" action="/fr/birthlists/birthlist/list/31"><input name="q" value="tasse"></form>
      <table><tr data-item-id="3101" data-variant-id="111001" data-quantity="2" data-priority="true">
        <td><a class="birthlist__product" href="/p">Tasse</a><span class="birthlist__sku">S</span></td><td class="birthlist__price">9 €</td></tr></table></div>`;
    const list = readBirthList(document.body);
    expect(list).toMatchObject({
      id: 31,
      name: 'Léa',
      message: 'Merci',
      infoAction: '/fr/birthlists/birthlist/updateinfo',
      searchAction: '/fr/birthlists/birthlist/list/31',
      q: 'tasse',
    });
    expect(list?.items).toEqual([
      {
        id: 3101,
        variantId: 111001,
        name: 'Tasse',
        href: '/p',
        sku: 'S',
        variant: '',
        imageUrl: '',
        priceText: '9 €',
        quantity: 2,
        isPriority: true,
      },
    ]);
  });

  it('needs a birth list id', () => {
    document.body.innerHTML = '<div class="birthlist"></div>';
    expect(readBirthList(document.body)).toBeUndefined();
  });
});
