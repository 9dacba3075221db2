import type { DeviceKind } from '@atrium/contracts';

/** What a person recognises of a browser: "Chrome on Windows", its kind of device and its name. */
export interface DeviceDescription {
  browser: string;
  kind: DeviceKind;
  device: string;
}

// The families a sign-in list needs, first match wins (Edge and Opera also say Chrome; Chrome says
// Safari; every iPhone browser says Safari and Mobile).
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, DeviceKind, string, string][] = [
  [/iPhone|iPad|iPod/, 'iphone', 'iOS', 'iPhone or iPad'],
  [/Android/, 'android', 'Android', 'Android device'],
  [/Windows/, 'windows', 'Windows', 'Windows computer'],
  [/Mac OS X|Macintosh/, 'macos', 'macOS', 'Mac'],
  [/Linux|X11|CrOS/, 'linux', 'Linux', 'Linux computer'],
];

/** A User-Agent as a person would name it; an unknown one as "A browser" on "Another device". */
export function describeUserAgent(userAgent: string | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua));
  if (!system) return { browser: browser ?? 'A browser', kind: 'other', device: 'Another device' };
  const [, kind, os, device] = system;
  return { browser: `${browser ?? 'A browser'} on ${os}`, kind, device };
}
