import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from './push-services.ts';

describe('isPushServiceEndpoint', () => {
  it('takes the browsers’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://FCM.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:443/fcm/send/x',
    ]) {
      expect(isPushServiceEndpoint(endpoint)).toBe(true);
    }
  });

  it('refuses any other address, however it is dressed', () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://intranet.example/admin',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/fcm.googleapis.com/x',
      'https://user@evil.example/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://notify.windows.com.evil.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com:22/x',
      'https://fcm.googleapis.com:0443/x',
      'https://wns2-par02p.notify.windows.com:6379/w/',
    ]) {
      expect(isPushServiceEndpoint(endpoint)).toBe(false);
    }
  });

  it('takes the hosts an operator adds, and only those', () => {
    expect(isPushServiceEndpoint('https://push.example.test/x', ['push.example.test'])).toBe(true);
    expect(isPushServiceEndpoint('https://other.example.test/x', ['push.example.test'])).toBe(
      false,
    );
  });
});
