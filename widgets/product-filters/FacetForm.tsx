import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, useState } from 'react';
import { isPlainClick } from '../../src/index.ts';
import type { FacetController } from './facetController.ts';
import { type FacetBox, matchesNarrowing } from './facetModel.ts';
import { isChosen } from './filter.ts';

/**
 * The facet form's content, rendered in the server's shape (same elements, classes and order) so
 * nothing moves when it replaces the server HTML: tags, the listing's hidden fields, the boxes with
 * their text fields, Apply and reset.
 */
export function FacetForm({ controller }: { controller: FacetController }) {
  useSignals();
  const { filter, model } = controller.state.value;
  const tags = model.tags?.items.filter((tag) => isChosen(filter, tag.field, tag.id)) ?? [];
  const removeTag = (event: MouseEvent, field: string, id: number) => {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    controller.toggle(field, id, false);
  };
  return (
    <>
      {model.tags && tags.length > 0 ? (
        <ul className="filter-tags" aria-label={model.tags.label}>
          {tags.map((tag) => (
            <li key={`${tag.field}-${tag.id}`}>
              <a
                className="filter-tag"
                href={tag.href}
                data-facet-field={tag.field}
                data-value-id={tag.id}
                aria-label={tag.ariaLabel}
                onClick={(event) => removeTag(event, tag.field, tag.id)}
              >
                {tag.label} <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {model.hidden.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      {model.boxes.map((box) => (
        <Box
          key={box.field}
          box={box}
          chosen={(id) => isChosen(filter, box.field, id)}
          controller={controller}
        />
      ))}
      {model.submit ? (
        <button type="submit" className={model.submit.className}>
          {model.submit.label}
        </button>
      ) : null}
      {model.reset ? (
        <a href={model.reset.href} className={model.reset.className}>
          {model.reset.label}
        </a>
      ) : null}
    </>
  );
}

interface BoxProps {
  box: FacetBox;
  chosen: (id: number) => boolean;
  controller: FacetController;
}

/** One facet box: its text field hides the items whose label does not contain the text, ignoring case. */
function Box({ box, chosen, controller }: BoxProps) {
  const [text, setText] = useState('');
  return (
    <fieldset className="facet-box" data-facet={box.field}>
      <legend>{box.legend}</legend>
      {box.search ? (
        <input
          type="search"
          className="facet-box__search"
          aria-label={box.search.label}
          placeholder={box.search.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      ) : null}
      <ul>
        {box.items.map((item) => (
          <li key={item.id} hidden={!matchesNarrowing(item.label, text)}>
            <input
              type="checkbox"
              id={item.inputId}
              name={box.field}
              value={item.id}
              checked={chosen(item.id)}
              onChange={(event) => controller.toggle(box.field, item.id, event.currentTarget.checked)}
            />
            <label htmlFor={item.inputId}>
              {item.color ? (
                <span className="swatch swatch--small" style={{ background: item.color }} />
              ) : null}
              {item.label} <span className="facet-count">{item.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
