/** The API's answers about SMS codes (the phone sign-in, adding a number): out of the main catalog every page downloads. */
export const texts = {
  'errors.sms_paused':
    "Kohereza code kuri SMS byahagaritswe by'agateganyo. Injira ukoresheje imeli cyangwa Google, cyangwa wongere ugerageze nyuma y'iminota {minutes}.",
};

export const SMS_API_TEXTS = texts;
