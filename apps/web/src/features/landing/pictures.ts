// Drawn by us, as the app looks: files of their own (never inlined), so the landing's script and HTML carry
// only their addresses, and a phone fetches each once, when it scrolls near it.
import exam from './pictures/exam.svg?no-inline';
import mistakes from './pictures/mistakes.svg?no-inline';
import offline from './pictures/offline.svg?no-inline';
import phoneQuestion from './pictures/phone-question.svg?no-inline';
import practice from './pictures/practice.svg?no-inline';
import readiness from './pictures/readiness.svg?no-inline';
import road from './pictures/road.svg?no-inline';

export const pictures = { exam, mistakes, offline, phoneQuestion, practice, readiness, road };
