import { accountText } from './account-text.ts';

// First match wins: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Opera Mini|OPiOS/, 'Opera Mini'],
  [/OPR\/|Opera/, 'Opera'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/UCBrowser\//, 'UC Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

// KaiOS and Android say "Linux" too; Android tablets and phones are both Android.
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/KAIOS/i, 'KaiOS'],
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const find = (list: [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1];

/** A short name a learner recognises, from the browser's user agent: "Chrome kuri Android". */
export function deviceName(userAgent: string | null) {
  const browser = userAgent ? find(BROWSERS, userAgent) : undefined;
  const system = userAgent ? find(SYSTEMS, userAgent) : undefined;
  if (browser && system) return accountText('account.device_on', { browser, system });
  return browser ?? system ?? accountText('account.device_unknown');
}
