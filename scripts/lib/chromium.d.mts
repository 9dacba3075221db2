export const chromiumPath: string | undefined;
export const CHROMIUM_FLAGS: string[];
export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] };
