// Which modules go together: the one table the build follows (build.mjs, groupsPlugin.mjs) and
// checks its output against (checkGroups.mjs).
//
// esbuild puts a module in the chunk of the set of entry points that reach it. Left alone, with an
// entry per widget, the core would come out as dozens of chunks of a few hundred bytes, each a
// request. So the shared code is declared here as a few groups, each one file of dist/chunks/:
// a group is reached through one module of the build's own (its facade), which reaches the group
// below it, so every module of a group is reached by the same entry points and lands in one file.
// A module reached from several groups lands in the lowest of them.

/**
 * The groups, lowest first; each stands on the one named by `on` (its file imports that group's).
 * - `modules`: the folders (each ends with `/`) whose modules the group holds, tests left out;
 *   `!folder/` leaves out a subfolder (a door's own modules, which go into its chunk);
 * - `surface`: the folders whose names of `src/index.ts` this group exports to widgets (`true`:
 *   every name no other group claims);
 * - `packages`: the packages a widget may import directly that belong to this group.
 */
export const GROUPS = [
  {
    name: 'base',
    why: 'what the entry shares with everything else: loaded with the entry, on every page',
    on: null,
    modules: [
      'src/settings/',
      'src/a11y/',
      'src/events/',
      'src/cookies/',
      // The page's nonce, the Trusted Types policy and the scripts it vouches for (the consent
      // module runs gated ones, the navigator page scripts).
      'src/csp/',
      // The consent record and the preference cookies it governs.
      'src/consent/record/',
      // The URL policy and the following of a URL: the entry's links and every answer's.
      'src/url/',
      // The page as loaded: its content region, its lifecycle events (the first page's
      // vitrine:page-ready comes from the entry: a site's scripts need it even when the page shell
      // cannot load) and the history state read before the site's own scripts can replace it.
      'src/page/',
      // What wakes a widget: its triggers, the first move, the presses taken before an island, the
      // check of the build after a chunk failed.
      'src/wake/',
      'src/util/',
    ],
  },
  {
    name: 'common',
    why: 'what the page shell shares with the core: loaded with the shell, on every page',
    on: 'base',
    modules: [
      'src/http/',
      'src/i18n/',
      '!src/i18n/fallback/',
      'src/format/',
      'src/analytics/',
      'src/async/',
      // The door for HTML: every page, answer and fragment is parsed there.
      'src/html/',
      'src/widget/',
      'src/links/',
      'src/arrival/',
      'src/lists/state/',
      'src/controls/',
      '!src/controls/fragment/',
      'src/validation/',
      '!src/validation/engine/',
      'src/libraries/',
      '!src/libraries/chunks/',
    ],
    packages: ['@preact/signals-core'],
  },
  {
    name: 'payment',
    why: 'what the card payment providers share (settings reader, answers, sender): at the payment step',
    on: 'common',
    modules: ['src/payment/provider/'],
  },
  {
    name: 'core',
    why: 'the plain-TypeScript surface widgets use: loaded with the first widget',
    on: 'common',
    surface: true,
  },
  {
    name: 'ui',
    why: "React, its scheduler, the signals' React binding, src/react and the card payment: only for widgets that render with React",
    on: 'core',
    surface: ['src/react/', '!src/react/lists/', 'src/payment/card/'],
    packages: [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      '@preact/signals-react',
      '@preact/signals-react/runtime',
    ],
  },
  {
    name: 'maps',
    why: 'the maps core and the Leaflet markup allowed under Trusted Types (Leaflet itself is a chunk of its own): only where a map is',
    on: 'core',
    modules: ['src/maps/', '!src/maps/leaflet/'],
    surface: ['src/maps/'],
  },
  {
    name: 'lists',
    why: "a list page's shared operations and its items' table (wish list, birth list): only on those pages",
    on: 'ui',
    surface: ['src/lists/editor/', 'src/react/lists/'],
  },
  {
    name: 'combobox',
    why: 'the search combobox: only where a search field is',
    on: 'core',
    surface: ['src/ui/combobox/'],
  },
  {
    name: 'countdown',
    why: 'the countdowns (an offer, a delivery cut-off): only where one is',
    on: 'core',
    surface: ['src/countdown/'],
  },
  {
    name: 'carousel',
    why: "the carousels' rules (swiper itself is a chunk of its own): only where a carousel is",
    on: 'core',
    surface: ['src/carousel/'],
  },
];

/**
 * The modules that start a chunk of their own, each with the group it stands on: the entry, and
 * the modules of src/ loaded with `import()` (each such import names one of these). A door's own
 * modules (those nothing else reaches) go into its chunk; what it shares comes from its group.
 */
export const DOORS = {
  'src/main.ts': 'base',
  'src/shell.ts': 'common',
  'src/loader/themeModule.ts': 'common',
  'src/navigator/visitCode.ts': 'common',
  'src/validation/engine/engine.ts': 'common',
  // What reads a CMS fragment for a dialog: only when a customer opens one.
  'src/controls/fragment/loadFragment.ts': 'common',
  'src/ui/confirm.ts': 'core',
  'src/ui/errorModal.ts': 'core',
  'src/ui/loginModal.ts': 'common',
  'src/lists/keptWatch.ts': 'common',
  'src/lists/listAddedDialogView.ts': 'core',
  'src/payment/test-provider/TestProvider.ts': 'payment',
  'src/payment/adyen/AdyenProvider.ts': 'payment',
  // The strings' fallback, fetched beside the CMS's table with the list of the keys the bundle has
  // texts for, and each culture's default texts, fetched only when the table lacks a key or its
  // call failed (data: they stand on base, which every page has already).
  'src/i18n/fallback/fallback.ts': 'common',
  'src/i18n/defaults/en.json': 'base',
  'src/i18n/defaults/fr.json': 'base',
  'src/i18n/defaults/nl.json': 'base',
  'src/i18n/defaults/es.json': 'base',
  'src/i18n/defaults/de.json': 'base',
  'src/i18n/defaults/it.json': 'base',
  'src/i18n/defaults/pt.json': 'base',
  'src/libraries/chunks/ky.ts': 'base',
  'src/maps/leaflet/leaflet.ts': 'maps',
  'src/libraries/chunks/swiper.ts': 'base',
  'src/libraries/chunks/cropperjs.ts': 'base',
};

/**
 * Libraries loaded on demand, each with the door that holds it: the library is in that door's
 * chunk and nowhere else, fetched when the code that needs it runs (src/libraries/libraries.ts:
 * ky with the first call, swiper with a carousel's first use or a gallery, cropperjs with the
 * first crop; src/maps/loadLeaflet.ts: Leaflet with the first map, its markup allowed first; Adyen
 * with its provider, at the payment step).
 */
export const LIBRARIES = {
  ky: 'src/libraries/chunks/ky.ts',
  leaflet: 'src/maps/leaflet/leaflet.ts',
  swiper: 'src/libraries/chunks/swiper.ts',
  cropperjs: 'src/libraries/chunks/cropperjs.ts',
  '@adyen/adyen-web': 'src/payment/adyen/AdyenProvider.ts',
};

/** The group names, lowest first. */
export const GROUP_NAMES = GROUPS.map((group) => group.name);
