/** The name of the bundle's Trusted Types policy: a site's CSP lists it in `trusted-types`. */
export const POLICY_NAME = 'vitrine';

/** The three kinds of value a Trusted Types sink asks for. */
export type TrustedKind = 'createHTML' | 'createScript' | 'createScriptURL';

type Policy = Record<TrustedKind, (value: string) => unknown>;

interface PolicyFactory {
  createPolicy(name: string, rules: Record<TrustedKind, (value: string) => string>): Policy;
}

/** The one value the policy may make at this moment: what the door vouched for, no more. */
let vouched: string | undefined;
let policy: Policy | null | undefined;

function onlyVouched(value: string): string {
  if (value !== vouched)
    throw new TypeError(`Vitrine: the "${POLICY_NAME}" policy makes only what its door vouches for`);
  return value;
}

/**
 * The policy, made at the first need and only where the browser has Trusted Types (null
 * elsewhere: every value stays a plain string, a site without Trusted Types sees no change). Its
 * rules accept only the value the door is vouching for at that moment, so the policy object lends
 * nothing to code that would get hold of it.
 */
function vitrinePolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (window as { trustedTypes?: PolicyFactory }).trustedTypes;
  policy = null;
  if (!factory) return policy;
  try {
    policy = factory.createPolicy(POLICY_NAME, {
      createHTML: onlyVouched,
      createScript: onlyVouched,
      createScriptURL: onlyVouched,
    });
  } catch (error) {
    console.error(
      `Vitrine: the page's CSP refuses the Trusted Types policy "${POLICY_NAME}" (trusted-types):`,
      error,
    );
  }
  return policy;
}

/**
 * `value` as the Trusted Type a sink of `kind` asks for, typed as the string the DOM's typings
 * expect; the string itself without Trusted Types. Only the door (this folder) calls it, and only
 * for HTML it is about to parse inertly or a script it knows came from the CMS or the bundle.
 */
export function trusted(kind: TrustedKind, value: string): string {
  const made = vitrinePolicy();
  if (!made) return value;
  vouched = value;
  try {
    return made[kind](value) as string;
  } finally {
    vouched = undefined;
  }
}

/** True when the browser enforces nothing through this policy (no Trusted Types). */
export function withoutTrustedTypes(): boolean {
  return vitrinePolicy() === null;
}
