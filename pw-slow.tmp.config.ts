import base from './playwright.config.ts';
// The shared machine is slower than the suite's start-up allowance today: the same config, more patience.
export default { ...base, webServer: { ...base.webServer, timeout: 900_000 } };
