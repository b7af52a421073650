import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientNetworkKey } from '../../api/src/common/http/client-network';
import { eventually } from '../support/eventually';
import { freePort } from '../support/stack';
import { loadRenderer, REPO_ROOT, startNginxInFront } from './helpers';

/** Addresses as a client or a proxy may write them, and the network each counts under. */
const ADDRESSES: Array<[string, string]> = [
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['0:0:0:0:0:FFFF:203.0.113.7', '203.0.113.7'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::', '2001:db8:1:2::/64'],
  ['2001:db8:1::5', '2001:db8:1:0::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
  ['2001:db8:0:0:0:1:2:3', '2001:db8:0:0::/64'],
  ['2001:db8:0:5:6:7:8:9', '2001:db8:0:5::/64'],
  ['2001:0:0:5:6:7:8:9', '2001:0:0:5::/64'],
  ['2001:0:5:6:7:8:9:a', '2001:0:5:6::/64'],
  ['2001:0:0:0:5:6:7:8', '2001:0:0:0::/64'],
  ['0:0:0:5:6:7:8:9', '0:0:0:5::/64'],
  ['0:0:5:6:7:8:9:a', '0:0:5:6::/64'],
  ['0:5:6:7:8:9:a:b', '0:5:6:7::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
];

/**
 * nginx's map from the client address to the key of every limit_req zone: an IPv4 address as it is, an IPv6
 * address by its /64, as the API's clientNetworkKey keys its own limits.
 */
describe("nginx's client network key", () => {
  it('maps every address as the API does, :: compression and IPv4-mapped addresses included', async () => {
    const template = readFileSync(path.join(REPO_ROOT, 'nginx', 'templates', 'contest.conf.template'), 'utf8');
    const map = /^map \$remote_addr \$contest_client_network \{[\s\S]*?^\}/m.exec(template)![0];
    const dir = mkdtempSync(path.join(tmpdir(), 'contest-nginx-map-'));
    mkdirSync(path.join(dir, 'temp'));
    const listen = `127.0.0.1:${await freePort()}`;
    // Only the map, behind the same real-IP settings: the answer is the key the limits would count under.
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  ${map}
  server {
    listen ${listen};
    location / { default_type text/plain; return 200 "$contest_client_network"; }
  }
}
`,
    );
    const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
      stdio: 'ignore',
    });
    try {
      await eventually(async () => expect((await fetch(`http://${listen}/`)).status).toBe(200), 10_000, 100);
      for (const [address, network] of ADDRESSES) {
        const answer = await fetch(`http://${listen}/`, { headers: { 'x-forwarded-for': address } });
        expect([address, await answer.text()]).toEqual([address, network]);
        expect([address, clientNetworkKey(address)]).toEqual([address, network]);
      }
    } finally {
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('the shipped config', () => {
    let nginx: { base: string; stop(): Promise<void> };
    const { TEMPLATE_DEFAULTS } = loadRenderer();
    const burst = Number(TEMPLATE_DEFAULTS.ADMIN_SIGNIN_BURST);

    beforeAll(async () => {
      nginx = await startNginxInFront((_, response) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    afterAll(() => nginx?.stop());

    /** A console sign-in call (ADMIN_SIGNIN_RATE per network, ADMIN_SIGNIN_BURST) from `address`. */
    const signIn = async (address: string) => {
      const response = await fetch(`${nginx.base}/api/v1/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: '{}',
      });
      await response.arrayBuffer();
      return response.status;
    };

    it('limits every address of one IPv6 /64 together, and the next /64 apart', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= burst; i++) statuses.push(await signIn(`2001:db8:77:1:${i + 1}::${i}`));
      expect(statuses).toEqual(statuses.map(() => 200));
      expect(await signIn('2001:db8:77:1:ffff:ffff:ffff:ffff')).toBe(429);
      expect(await signIn('2001:db8:77:2::1')).toBe(200);
    });

    it('limits an IPv4 address per address, its IPv4-mapped form with it', async () => {
      for (let i = 0; i <= burst; i++) expect(await signIn('198.51.100.61')).toBe(200);
      expect(await signIn('::ffff:198.51.100.61')).toBe(429);
      expect(await signIn('198.51.100.62')).toBe(200);
    });
  });
});
