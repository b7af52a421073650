import { call } from '../../../test/harness/http';
import type { AuthResponseDto } from '../auth.dto';
import { normalisePhoneNumber } from '../phone-number';
import { SmsGateway } from './sms-gateway';

/** Signs in through the real phone-code flow (code captured by the local SMS gateway). */
export async function signInByPhone(api: string, gateway: SmsGateway, phone: string): Promise<AuthResponseDto> {
  const started = await call(`${api}/auth/otp/start`, { body: { phone } });
  if (started.status !== 200) throw new Error(`otp/start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const code = gateway.codeFor(normalisePhoneNumber(phone)!.e164);
  const verified = await call(`${api}/auth/otp/verify`, { body: { phone, code } });
  if (verified.status !== 200)
    throw new Error(`otp/verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return verified.body as AuthResponseDto;
}

/** The claims of an access token (no verification: the tests read what the server put in). */
export function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
}
