// Loaded by index.html as a classic script, so it runs before the app's module scripts and before any
// zod schema exists. Zod decides when a schema is created whether to compile its parser with Function(),
// after probing whether it may; the Content-Security-Policy has no 'unsafe-eval' (docs/security.md), so
// that probe would be reported as a violation. This is the shared config object z.config() writes to.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
