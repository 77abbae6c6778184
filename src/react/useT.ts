import { useEffect, useState } from 'react';
import { loadStrings, stringsReady, t } from '../i18n/index.ts';

/**
 * Returns `t` and re-renders the component once the page culture's strings are ready (the CMS's,
 * or the bundle's own when its call fails or is slow), so text shows a key only until then.
 */
export function useT(): typeof t {
  const [, setReady] = useState(stringsReady());
  useEffect(() => {
    let live = true;
    // Always wait on the (cached) load: the strings may have arrived between render and effect.
    void loadStrings().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return t;
}
