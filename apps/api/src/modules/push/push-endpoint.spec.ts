import { DEFAULT_PUSH_HOSTS } from '../../config/app.config';
import { isAllowedPushEndpoint } from './push-endpoint';

const hosts = DEFAULT_PUSH_HOSTS.split(',');

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGz2',
  ])('accepts the browsers’ push services: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, hosts, false)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another host', 'https://evil.example/fcm.googleapis.com'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['the bare wildcard domain', 'https://notify.windows.com/x'],
    ['a suffix without the dot', 'https://evilnotify.windows.com/x'],
    ['another port', 'https://fcm.googleapis.com:8443/x'],
    ['credentials', 'https://user:pw@fcm.googleapis.com/x'],
    ['loopback in production', 'http://127.0.0.1:8080/push'],
    ['not a URL', 'fcm.googleapis.com/x'],
    ['a data URL', 'data:text/plain,hi'],
  ])('refuses %s', (_name, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, hosts, false)).toBe(false);
  });

  it('accepts http://127.0.0.1 only with allowLoopback, and no other local address', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:45123/push/a', hosts, true)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:45123/push/a', hosts, true)).toBe(false);
    expect(isAllowedPushEndpoint('http://10.0.0.1/push', hosts, true)).toBe(false);
    expect(isAllowedPushEndpoint('http://169.254.169.254/latest', hosts, true)).toBe(false);
  });
});
