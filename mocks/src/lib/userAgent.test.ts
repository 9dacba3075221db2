import { describeUserAgent } from './userAgent';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      { browser: 'Chrome on Windows', kind: 'windows', device: 'Windows computer' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      { browser: 'Edge on Windows', kind: 'windows', device: 'Windows computer' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      { browser: 'Safari on macOS', kind: 'macos', device: 'Mac' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome on iOS', kind: 'iphone', device: 'iPhone or iPad' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      { browser: 'Chrome on Android', kind: 'android', device: 'Android device' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      { browser: 'Firefox on Linux', kind: 'linux', device: 'Linux computer' },
    ],
    ['curl/8.5.0', { browser: 'A browser', kind: 'other', device: 'Another device' }],
    ['', { browser: 'A browser', kind: 'other', device: 'Another device' }],
  ])('names %s', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });
});
