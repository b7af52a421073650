import { normalisePhoneNumber } from './phone-number';

describe('phone numbers are normalised to E.164', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['+91 (98765) 43210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['  +919876543210  ', '+919876543210'],
  ])('reads %p as an Indian number', (input, e164) => {
    expect(normalisePhoneNumber(input)).toEqual({ e164, countryCode: '+91' });
  });

  it('keeps a foreign number with its own country code', () => {
    expect(normalisePhoneNumber('+44 7911 123456')).toEqual({ e164: '+447911123456', countryCode: '+44' });
    expect(normalisePhoneNumber('+1 415 555 2671')).toEqual({ e164: '+14155552671', countryCode: '+1' });
  });

  it('rejects a landline, which cannot receive the code', () => {
    expect(normalisePhoneNumber('+91 11 2345 6789')).toBeNull();
  });

  it.each(['', '12345', '98765', '+91 12345 67890 123', 'abcdefghij', '98765O43210', '1-800-FLOWERS', '+0 123'])(
    'rejects %p',
    (input) => {
      expect(normalisePhoneNumber(input)).toBeNull();
    },
  );
});
