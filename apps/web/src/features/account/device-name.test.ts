import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  operaMiniAndroid: 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/85.0.0.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  kaios:
    'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i; Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('device names from the user agent', () => {
  it.each([
    ['Chrome kuri Android', UA.chromeAndroid],
    ['Samsung Internet kuri Android', UA.samsung],
    ['Opera Mini kuri Android', UA.operaMiniAndroid],
    ['Opera kuri Android', UA.operaAndroid],
    ['Edge kuri Windows', UA.edgeWindows],
    ['Firefox kuri Windows', UA.firefoxWindows],
    ['Firefox kuri KaiOS', UA.kaios],
    ['Safari kuri iPhone', UA.safariIphone],
    ['Chrome kuri iPhone', UA.chromeIphone],
    ['Safari kuri Mac', UA.safariMac],
    ['Chrome kuri Linux', UA.headlessLinux],
    ['Chrome kuri ChromeOS', UA.chromebook],
  ])('names %s', (name, ua) => {
    expect(deviceName(ua)).toBe(name);
  });

  it('gives what it recognises, and a neutral name for the rest', () => {
    expect(deviceName('curl/8.5.0')).toBe('Igikoresho kitazwi');
    expect(deviceName('')).toBe('Igikoresho kitazwi');
    expect(deviceName(null)).toBe('Igikoresho kitazwi');
    expect(deviceName('SomeApp/1.0 (Linux; Android 12)')).toBe('Android');
  });
});
