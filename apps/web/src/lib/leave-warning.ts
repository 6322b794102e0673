// The question the page asks before the learner leaves it (an exam in progress); null when leaving loses nothing.
let asking: string | null = null;

/** Set by a page that would lose work if left (the exam, `useLeaveWarning`); null again when it would not. */
export const setLeaveQuestion = (question: string | null) => {
  asking = question;
};

/** True when the learner may leave: nothing would be lost, or they said yes to the page's question. */
export const mayLeave = () => asking === null || window.confirm(asking);
