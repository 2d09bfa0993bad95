// The shell's words (spec part 1 section 8, part 2 section 8, part 3 section 8): the guard's
// refusal, the load failure every data page shares, the error pages and the dialogs' default
// titles. Written once here so the web says exactly what the spec says, double-checked by
// spec-messages.test.ts.

export const SHELL_MESSAGES = {
  /** Spec part 1 section 8: a route guard's denial. */
  permissionDenied: 'Sorry, you do not have permission to access that page',
  /** Spec part 2 and part 3 section 8: My Garage (and any page's data) failing to load. */
  loadFailed: 'There was a problem, please try again later',
  /** Spec part 3 section 8, page not found: '404' and 'Not Found'. */
  notFoundCode: '404',
  notFoundTitle: 'Not Found',
  /** Spec part 3 section 8, the general failure page. */
  failureTitle: 'Oh No!',
  failureLead: 'Looks like a cable got unplugged',
  /** Spec part 3 section 8: a shared vehicle whose setup is not finished. */
  setupIncompleteTitle: 'Vehicle Setup in Motion!',
  /** Spec part 3 section 8: the debug panel's Copy To Clipboard. */
  propertiesCopied: 'Properties were copied to the clipboard',
} as const;

/**
 * Spec part 2 section 8: "Confirm dialogs: default title Confirm ('Please confirm' for
 * yes/no); notification title defaults to Notification with a Yes/No pair."
 */
export const DIALOG_MESSAGES = {
  confirmTitle: 'Confirm',
  yesNoTitle: 'Please confirm',
  notificationTitle: 'Notification',
  yes: 'Yes',
  no: 'No',
} as const;
