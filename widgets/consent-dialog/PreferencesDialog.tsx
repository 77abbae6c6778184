import { useId, useState } from 'react';
import { type ConsentChoice, Dialog, uniformChoice } from '../../src/index.ts';
import { allActive, initialChoice } from './choice.ts';
import type { PreferencesTexts } from './texts.ts';

export interface PreferencesDialogProps {
  texts: PreferencesTexts;
  /** The stored choice the checkboxes start from (none: nothing granted). */
  stored: ConsentChoice | undefined;
  save(choice: ConsentChoice): void;
  /** Called after a save: the modal should go. */
  onDone(): void;
  /** Called once the modal has closed, whichever way (a save, Esc, the close button). */
  onClosed(): void;
}

/**
 * The consent preferences modal on the shared `Dialog`: the 'all active' switch and the three
 * categories, then decline-all, save and accept-all. Closing without a button saves nothing.
 */
export function PreferencesDialog({ texts, stored, save, onDone, onClosed }: PreferencesDialogProps) {
  const [choice, setChoice] = useState(() => initialChoice(stored));
  const id = useId();
  const finish = (next: ConsentChoice) => {
    save(next);
    onDone();
  };
  const footer = (
    <>
      <button type="button" className="button" onClick={() => finish(uniformChoice(false))}>
        {texts.declineAll}
      </button>
      <button type="button" className="button" onClick={() => finish(choice)}>
        {texts.save}
      </button>
      <button type="button" className="button button--primary" onClick={() => finish(uniformChoice(true))}>
        {texts.acceptAll}
      </button>
    </>
  );
  return (
    <Dialog title={texts.title} className="consent-preferences" onClose={onClosed} footer={footer}>
      <p>{texts.intro}</p>
      <p className="consent-switch">
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={allActive(choice)}
          onChange={(event) => setChoice(uniformChoice(event.currentTarget.checked))}
        />
        <label htmlFor={`${id}-all`}>{texts.allActive}</label>
      </p>
      <fieldset className="consent-categories">
        <legend>{texts.legend}</legend>
        {texts.categories.map((category) => (
          <div className="consent-category" key={category.name}>
            <input
              id={`${id}-${category.name}`}
              type="checkbox"
              name={category.name}
              checked={choice[category.name]}
              aria-describedby={`${id}-${category.name}-text`}
              onChange={(event) => setChoice({ ...choice, [category.name]: event.currentTarget.checked })}
            />
            <label htmlFor={`${id}-${category.name}`}>{category.label}</label>
            <p id={`${id}-${category.name}-text`} className="consent-category__text">
              {category.text}
            </p>
          </div>
        ))}
      </fieldset>
    </Dialog>
  );
}
