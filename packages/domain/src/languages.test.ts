import { describe, expect, it } from 'vitest';
import { languageFromCookies, languageFromHeader } from './languages.ts';

describe('languageFromHeader', () => {
  it('takes the heaviest of ours, in the order given when weights tie', () => {
    expect(languageFromHeader('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromHeader('de-DE,de;q=0.9,en-GB;q=0.8,fr;q=0.7')).toBe('en');
    expect(languageFromHeader('en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(languageFromHeader('rw-RW,en;q=0.9')).toBe('rw');
    expect(languageFromHeader('kin')).toBe('rw');
  });

  it('finds none in languages not ours, refused ones or nothing', () => {
    expect(languageFromHeader('sw,de;q=0.8')).toBeNull();
    expect(languageFromHeader('en;q=0')).toBeNull();
    expect(languageFromHeader('')).toBeNull();
    expect(languageFromHeader(undefined)).toBeNull();
    expect(languageFromHeader('*')).toBeNull();
  });
});

describe('languageFromCookies', () => {
  it('reads the lang cookie when it names one of ours', () => {
    expect(languageFromCookies('sid=abc; lang=fr; x=1')).toBe('fr');
    expect(languageFromCookies('lang=en')).toBe('en');
    expect(languageFromCookies('lang=de')).toBeNull();
    expect(languageFromCookies('xlang=fr')).toBeNull();
    expect(languageFromCookies(undefined)).toBeNull();
  });
});
