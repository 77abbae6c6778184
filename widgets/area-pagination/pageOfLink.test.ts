import { areaOf, pageOfLink } from './pageOfLink.ts';

const here = 'https://shop.test/fr/sales/order/list';
const data = { totalPages: 3, currentPage: 1 };

describe('the page a pager link asks for', () => {
  it('reads the page number from the pagenbr parameter', () => {
    expect(pageOfLink('/fr/sales/order/list?pagenbr=2', here, 'pagenbr', data)).toBe(2);
    expect(pageOfLink('?pagenbr=3', here, 'pagenbr', data)).toBe(3);
  });

  it('reads another parameter when the pager names one', () => {
    expect(pageOfLink('?page=2', here, 'page', data)).toBe(2);
    expect(pageOfLink('?page=2', here, 'pagenbr', data)).toBeNull();
  });

  it('leaves pages outside the total and the current page to the browser', () => {
    expect(pageOfLink('?pagenbr=4', here, 'pagenbr', data)).toBeNull();
    expect(pageOfLink('?pagenbr=0', here, 'pagenbr', data)).toBeNull();
    expect(pageOfLink('?pagenbr=1', here, 'pagenbr', data)).toBeNull();
    expect(pageOfLink('?pagenbr=2.5', here, 'pagenbr', data)).toBeNull();
    expect(pageOfLink('?pagenbr=deux', here, 'pagenbr', data)).toBeNull();
  });

  it('never takes a link to another site', () => {
    expect(pageOfLink('https://elsewhere.test/?pagenbr=2', here, 'pagenbr', data)).toBeNull();
  });
});

describe('the area of an answer', () => {
  it('finds the area by its selector and never runs its scripts', () => {
    const area = areaOf(
      '<main><section id="orders"><p>2</p><script>window.ran = 1</script></section></main>',
      '#orders',
    );
    expect(area?.querySelector('p')?.textContent).toBe('2');
    expect((window as unknown as { ran?: number }).ran).toBeUndefined();
  });

  it('is null when the answer has no such area', () => {
    expect(areaOf('<p>login</p>', '#orders')).toBeNull();
  });
});
