// When installing is worth offering: after a first lesson or exam, and only once.
const STUDIED = 'provisoire.studied';
const OFFERED = 'provisoire.install-offered';

const noted = (key: string) => {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};
const note = (key: string) => {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // private mode: the offer may come again, nothing worse
  }
};

/** A lesson read or an exam finished: from now on, installing is worth offering. */
export const noteStudied = () => note(STUDIED);
export const noteInstallOffered = () => note(OFFERED);
export const installOfferDue = () => noted(STUDIED) && !noted(OFFERED);
