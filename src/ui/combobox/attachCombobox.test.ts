import { attachCombobox } from './attachCombobox.ts';

/** A focused search field holding `value`, its server value `defaultValue`, and the calls made. */
function focusedField(defaultValue: string, value: string) {
  document.body.innerHTML = `<div><input type="text" value="${defaultValue}"></div>`;
  const input = document.querySelector('input') as HTMLInputElement;
  input.value = value;
  input.focus();
  const queries: string[] = [];
  const controller = new AbortController();
  attachCombobox<string>({
    input,
    container: input.parentElement as HTMLElement,
    debounceMs: 0,
    label: 'Customers',
    emptyText: 'None',
    countText: (count) => `${count} found`,
    load: async (query) => {
      queries.push(query);
      return { kind: 'ok', data: [], url: '' } as never;
    },
    renderItem: (item, option) => {
      option.textContent = item;
    },
    choose: () => undefined,
    signal: controller.signal,
  });
  return { queries, stop: () => controller.abort() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('a search combobox attached to a focused field', () => {
  it('searches for what was typed before it was ready', async () => {
    const field = focusedField('', 'ja');
    await settle();
    expect(field.queries).toEqual(['ja']);
    field.stop();
  });

  it('does not search for the value the server put in the field', async () => {
    const field = focusedField('camille@atelier.test', 'camille@atelier.test');
    await settle();
    expect(field.queries).toEqual([]);
    field.stop();
  });
});
