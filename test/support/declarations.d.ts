declare module '*/chromium.mjs' {
  export function findChromium(): string | undefined;
  export function findTestChromium(): string | undefined;
  export const HEADLESS_SHELL: string;
  export const CHROMIUM_ARGS: string[];
  export const SPEC_CHROMIUM_ARGS: string[];
}

declare module '*/firefox.mjs' {
  export function findFirefox(): string | undefined;
}

declare module '*/stringKeys.mjs' {
  export const KEY: RegExp;
  export const CULTURES: string[];
  export const BUILT_KEYS: Record<string, string[]>;
  export function userOf(file: string): string;
  export function keysOfSource(source: string, filename: string): { keys: Set<string>; built: string[] };
  export function scanKeys(root: string): { keys: Map<string, Set<string>>; unlisted: string[] };
  export function readDefaults(root: string, culture: string): Record<string, string>;
  export function stringKeysMarkdown(root: string): string;
}

declare module '*/bundleKeys.mjs' {
  export function bundleKeysSource(keys: Iterable<string>): string;
  export function writeBundleKeys(root: string): number;
}

declare module '*/ensure-packages.mjs' {
  export const PACKAGE_MARKERS: Record<string, string>;
  export function installCommand(packages: string[]): string;
  export function ensurePackages(packages: string[]): void;
}

declare module '*/commitMessages.mjs' {
  export const MAX_SUBJECT: number;
  export const RULE_SINCE: string;
  export function messageFaults(message: string): string[];
}
