import { describe, expect, it } from 'vitest';
import { welcomeLinkMobile } from './welcome-reach.ts';

const verified = '+61412000001';
const given = '+61412000002';

describe('the mobile a welcome link may reach', () => {
  it('is the verified mobile, even for a customer an activation made', () => {
    expect(
      welcomeLinkMobile({ mobileNumber: verified, mobileVerified: true, activationMobile: null }),
    ).toBe(verified);
    expect(
      welcomeLinkMobile({ mobileNumber: verified, mobileVerified: true, activationMobile: given }),
    ).toBe(verified);
  });

  it('is the activation’s mobile while the customer it made has verified none', () => {
    expect(
      welcomeLinkMobile({ mobileNumber: given, mobileVerified: false, activationMobile: given }),
    ).toBe(given);
    // A number the customer typed and has not verified changes nothing.
    expect(
      welcomeLinkMobile({ mobileNumber: verified, mobileVerified: false, activationMobile: given }),
    ).toBe(given);
  });

  it('is none for a customer with no verified mobile whom no activation made', () => {
    expect(
      welcomeLinkMobile({ mobileNumber: given, mobileVerified: false, activationMobile: null }),
    ).toBeNull();
    expect(
      welcomeLinkMobile({ mobileNumber: null, mobileVerified: true, activationMobile: null }),
    ).toBeNull();
  });
});
