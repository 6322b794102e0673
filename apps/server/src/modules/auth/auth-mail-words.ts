import type { Language } from '@provisoire/domain';

/** What an account lost when its e-mail's owner took it back, or when a way in was removed. */
export interface RemovedWays {
  phone: string | null;
  google: boolean;
  password: boolean;
  sessions: number;
  /** What else the account held before its owner proved the address: the name written on it, a school joined. */
  name?: string | null;
  school?: string | null;
}

interface MailWords {
  subject: string;
  /** The paragraphs: the first two before the link, the rest after it. */
  paragraphs: string[];
  label: string;
}

interface AuthMailWords {
  verification: (name: string) => MailWords;
  addEmail: (name: string) => MailWords;
  passwordReset: (name: string) => MailWords;
  passwordChanged: (name: string) => MailWords;
  /** Greets nobody by name: the account's name was perhaps the squatter's. */
  accountClaimed: (email: string, removed: string) => MailWords;
  wayRemoved: (name: string, removed: string) => MailWords;
  removed: (removed: RemovedWays) => string[];
  /** The SMS that carries a sign-in code; its last line lets the phone fill the code in (WebOTP). */
  smsCode: (code: string) => string;
}

/** The account's mails and SMS in each language (issue 41): the account's, or the visitor's before there is one. */
export const AUTH_MAIL_WORDS: Record<Language, AuthMailWords> = {
  rw: {
    verification: (name) => ({
      subject: 'Emeza imeli yawe kuri Provisoire',
      paragraphs: [
        `Muraho ${name},`,
        'Murakoze kwiyandikisha kuri Provisoire. Kanda kuri iyi link kugira ngo wemeze ko iyi imeli ari iyawe:',
        'Iyi link izamara amasaha 48.',
      ],
      label: 'Emeza imeli yanjye',
    }),
    addEmail: (name) => ({
      subject: 'Emeza imeli nshya kuri Provisoire',
      paragraphs: [
        `Muraho ${name},`,
        'Hari uwasabye kongera iyi imeli kuri konti ye ya Provisoire. Niba ari wowe, kanda kuri iyi link uyemeze:',
        'Iyi link izamara amasaha 48. Niba atari wowe wabisabye, wirengagize iyi imeli: nta cyahindutse.',
      ],
      label: 'Emeza imeli yanjye',
    }),
    passwordReset: (name) => ({
      subject: "Hindura ijambo ry'ibanga rya Provisoire",
      paragraphs: [
        `Muraho ${name},`,
        "Twakiriye ubusabe bwo guhindura ijambo ry'ibanga rya konti yawe. Kanda kuri iyi link ushyireho irindi:",
        'Iyi link ikoreshwa rimwe gusa kandi izamara isaha imwe. Niba atari wowe wabisabye, wirengagize iyi imeli: nta cyahindutse.',
      ],
      label: "Shyiraho ijambo ry'ibanga rishya",
    }),
    passwordChanged: (name) => ({
      subject: "Ijambo ry'ibanga rya Provisoire ryahinduwe",
      paragraphs: [
        `Muraho ${name},`,
        "Ijambo ry'ibanga rya konti yawe ya Provisoire ryahinduwe, kandi konti yasohowe ku yandi matelefoni na mudasobwa. Niba ari wowe wabikoze, nta kindi usabwa. Niba atari wowe, hindura ijambo ry'ibanga ako kanya:",
        'Niba ufite ikibazo, twandikire kuri WhatsApp cyangwa uduhamagare.',
      ],
      label: "Hindura ijambo ry'ibanga",
    }),
    accountClaimed: (email, removed) => ({
      subject: 'Konti yawe ya Provisoire: twakuyeho uburyo bwo kwinjira utashyizeho',
      paragraphs: [
        'Muraho,',
        `Wemeje ko imeli ${email} ari iyawe. Mbere y'uko uyemeza, undi muntu ashobora kuba yarafunguye konti akoresheje iyi imeli. Ni yo mpamvu twakuyeho uburyo bwo kwinjira wowe utashyizeho: ${removed}.`,
        'Niba ari wowe wari wabishyizeho, wabyongera kuri Konte yawe. Niba ufite ikibazo, twandikire kuri WhatsApp cyangwa uduhamagare.',
      ],
      label: 'Reba Konte yanjye',
    }),
    wayRemoved: (name, removed) => ({
      subject: 'Konti yawe ya Provisoire: hakuweho uburyo bwo kwinjira',
      paragraphs: [
        `Muraho ${name},`,
        `Twakuye kuri konti yawe ya Provisoire: ${removed}. Niba atari wowe wabikoze, hindura ijambo ry'ibanga ako kanya kandi usohoke ahandi hose:`,
      ],
      label: 'Reba Konte yanjye',
    }),
    removed: (r) => [
      ...(r.phone ? [`nimero ya telefoni ${r.phone}`] : []),
      ...(r.google ? ['konti ya Google yari ihujwe na yo'] : []),
      ...(r.password ? ["ijambo ry'ibanga ryari ryashyizweho mbere"] : []),
      ...(r.sessions > 0 ? [`ibikoresho ${r.sessions} yari ifunguyeho (byasohowe)`] : []),
      ...(r.name ? [`izina "${r.name}" ryari ryanditswe kuri konti`] : []),
      ...(r.school ? [`kuba umunyeshuri wa ${r.school} (niba ari wowe, ongera winjire ukoresheje code yacyo)`] : []),
    ],
    smsCode: (code) => `Provisoire: code yawe ni ${code}. Irarangira mu minota 5. Ntuyihe undi muntu.`,
  },
  en: {
    verification: (name) => ({
      subject: 'Confirm your e-mail address on Provisoire',
      paragraphs: [
        `Hello ${name},`,
        'Thank you for signing up to Provisoire. Open this link to confirm that this e-mail address is yours:',
        'This link works for 48 hours.',
      ],
      label: 'Confirm my e-mail address',
    }),
    addEmail: (name) => ({
      subject: 'Confirm a new e-mail address on Provisoire',
      paragraphs: [
        `Hello ${name},`,
        'Someone asked to add this e-mail address to their Provisoire account. If it was you, open this link to confirm it:',
        'This link works for 48 hours. If you did not ask for this, ignore this e-mail: nothing has changed.',
      ],
      label: 'Confirm my e-mail address',
    }),
    passwordReset: (name) => ({
      subject: 'Change your Provisoire password',
      paragraphs: [
        `Hello ${name},`,
        "We received a request to change your account's password. Open this link to set a new one:",
        'This link works once only, for one hour. If you did not ask for this, ignore this e-mail: nothing has changed.',
      ],
      label: 'Set a new password',
    }),
    passwordChanged: (name) => ({
      subject: 'Your Provisoire password was changed',
      paragraphs: [
        `Hello ${name},`,
        'The password of your Provisoire account was changed, and the account was signed out on other phones and computers. If you did this, there is nothing more to do. If you did not, change the password at once:',
        'If you have a problem, write to us on WhatsApp or call us.',
      ],
      label: 'Change the password',
    }),
    accountClaimed: (email, removed) => ({
      subject: 'Your Provisoire account: we removed ways in that you did not set',
      paragraphs: [
        'Hello,',
        `You confirmed that ${email} is yours. Before you did, someone else may have opened an account with this address. That is why we removed the ways in that you did not set: ${removed}.`,
        'If you had set them, you can add them again on your Account page. If you have a problem, write to us on WhatsApp or call us.',
      ],
      label: 'See my account',
    }),
    wayRemoved: (name, removed) => ({
      subject: 'Your Provisoire account: a way in was removed',
      paragraphs: [
        `Hello ${name},`,
        `We removed from your Provisoire account: ${removed}. If you did not do this, change your password at once and sign out everywhere else:`,
      ],
      label: 'See my account',
    }),
    removed: (r) => [
      ...(r.phone ? [`the phone number ${r.phone}`] : []),
      ...(r.google ? ['the Google account linked to it'] : []),
      ...(r.password ? ['the password set before'] : []),
      ...(r.sessions > 0 ? [`the devices it was open on: ${r.sessions} (signed out)`] : []),
      ...(r.name ? [`the name "${r.name}" written on the account`] : []),
      ...(r.school ? [`its place among the students of ${r.school} (if it was you, join again with its code)`] : []),
    ],
    smsCode: (code) => `Provisoire: your code is ${code}. It expires in 5 minutes. Do not give it to anyone.`,
  },
  fr: {
    verification: (name) => ({
      subject: 'Confirmez votre adresse e-mail sur Provisoire',
      paragraphs: [
        `Bonjour ${name},`,
        'Merci de vous être inscrit sur Provisoire. Ouvrez ce lien pour confirmer que cette adresse e-mail est bien la vôtre :',
        'Ce lien est valable 48 heures.',
      ],
      label: 'Confirmer mon adresse e-mail',
    }),
    addEmail: (name) => ({
      subject: 'Confirmez une nouvelle adresse e-mail sur Provisoire',
      paragraphs: [
        `Bonjour ${name},`,
        "Quelqu'un a demandé d'ajouter cette adresse e-mail à son compte Provisoire. Si c'est vous, ouvrez ce lien pour la confirmer :",
        "Ce lien est valable 48 heures. Si vous n'avez rien demandé, ignorez cet e-mail : rien n'a changé.",
      ],
      label: 'Confirmer mon adresse e-mail',
    }),
    passwordReset: (name) => ({
      subject: 'Changez votre mot de passe Provisoire',
      paragraphs: [
        `Bonjour ${name},`,
        'Nous avons reçu une demande de changement du mot de passe de votre compte. Ouvrez ce lien pour en choisir un nouveau :',
        "Ce lien ne sert qu'une fois, pendant une heure. Si vous n'avez rien demandé, ignorez cet e-mail : rien n'a changé.",
      ],
      label: 'Choisir un nouveau mot de passe',
    }),
    passwordChanged: (name) => ({
      subject: 'Votre mot de passe Provisoire a été changé',
      paragraphs: [
        `Bonjour ${name},`,
        "Le mot de passe de votre compte Provisoire a été changé, et le compte a été déconnecté des autres téléphones et ordinateurs. Si c'est vous, vous n'avez rien d'autre à faire. Sinon, changez le mot de passe tout de suite :",
        'En cas de problème, écrivez-nous sur WhatsApp ou appelez-nous.',
      ],
      label: 'Changer le mot de passe',
    }),
    accountClaimed: (email, removed) => ({
      subject: "Votre compte Provisoire : nous avons retiré les moyens de connexion que vous n'avez pas ajoutés",
      paragraphs: [
        'Bonjour,',
        `Vous avez confirmé que ${email} est à vous. Avant cela, quelqu'un d'autre a pu ouvrir un compte avec cette adresse. C'est pourquoi nous avons retiré les moyens de connexion que vous n'avez pas ajoutés : ${removed}.`,
        "Si c'est vous qui les aviez ajoutés, vous pouvez les remettre sur la page Compte. En cas de problème, écrivez-nous sur WhatsApp ou appelez-nous.",
      ],
      label: 'Voir mon compte',
    }),
    wayRemoved: (name, removed) => ({
      subject: 'Votre compte Provisoire : un moyen de connexion a été retiré',
      paragraphs: [
        `Bonjour ${name},`,
        `Nous avons retiré de votre compte Provisoire : ${removed}. Si ce n'est pas vous, changez votre mot de passe tout de suite et déconnectez-vous partout ailleurs :`,
      ],
      label: 'Voir mon compte',
    }),
    removed: (r) => [
      ...(r.phone ? [`le numéro de téléphone ${r.phone}`] : []),
      ...(r.google ? ['le compte Google qui y était lié'] : []),
      ...(r.password ? ['le mot de passe choisi avant'] : []),
      ...(r.sessions > 0 ? [`les appareils où il était ouvert : ${r.sessions} (déconnectés)`] : []),
      ...(r.name ? [`le nom « ${r.name} » inscrit sur le compte`] : []),
      ...(r.school
        ? [`sa place parmi les élèves de ${r.school} (si c'était vous, rejoignez-la de nouveau avec son code)`]
        : []),
    ],
    smsCode: (code) => `Provisoire : votre code est ${code}. Il expire dans 5 minutes. Ne le donnez à personne.`,
  },
};
