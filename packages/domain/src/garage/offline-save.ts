// A garage save made with no network. It is not the server failing (the spec's words for that,
// such as the odometer's "Unable to update vehicle odometer...", send the owner to close the
// app and call the dealership): nothing reached the server, nothing was saved, and the same
// save will work once the device is connected again.
export const OFFLINE_SAVE_MESSAGE =
  'You are offline, so nothing was saved. What you entered is still here: try again once you are connected.';
