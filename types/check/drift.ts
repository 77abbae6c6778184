// Holds types/vitrine.d.ts (shipped as dist/vitrine.d.ts) to the source it is kept from: each
// declared type is the source's, and what an integrator may pass is what the bundle accepts.
// Checked by `tsc -p types/tsconfig.json` (test/unit/integratorTypes.test.ts).
import type * as Source from '../../src/events/eventMap.ts';
import type { NavigateOptions } from '../../src/navigator/index.ts';
import type { Settings } from '../../src/settings/index.ts';
import type { VitrineGlobal } from '../../src/vitrineGlobal.ts';
import type { LoadStrategy } from '../../src/wake/strategy.ts';
import type { MountContext, WidgetDefinition } from '../../src/widget/defineWidget.ts';
import type { OptionSpec } from '../../src/widget/options.ts';
import type * as Kit from '../vitrine.d.ts';

/** True only when A and B are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const sameTypes: [
  Same<Kit.Settings, Settings>,
  Same<Kit.VitrineEventMap, Source.VitrineEventMap>,
  Same<Kit.LoadStrategy, LoadStrategy>,
  Same<Kit.OptionSpec<string>, OptionSpec<string>>,
  Same<Kit.MountContext, MountContext>,
  Same<Kit.WidgetDefinition, WidgetDefinition>,
  Same<Kit.NavigateOptions, NavigateOptions>,
] = [true, true, true, true, true, true, true];

type Surface = Pick<VitrineGlobal, keyof Kit.Vitrine>;

/** Every member the kit declares exists on the bundle's `window.vitrine`, with a type that fits. */
export const surface = (global: Surface): Kit.Vitrine => global;

/** What an integrator passes to each function is accepted by the bundle's. */
type Accepts<K extends keyof Kit.Vitrine & keyof VitrineGlobal> = Kit.Vitrine[K] extends (
  ...args: infer P
) => unknown
  ? VitrineGlobal[K] extends (...args: infer Q) => unknown
    ? P extends Q
      ? true
      : false
    : false
  : true;

export const accepted: [
  Accepts<'register'>,
  Accepts<'navigate'>,
  Accepts<'onConsent'>,
  Accepts<'saveConsent'>,
] = [true, true, true, true];
