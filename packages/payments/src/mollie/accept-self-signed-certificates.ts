/**
 * Lets this test worker's HTTPS clients accept a self-signed certificate, as the fake Mollie
 * API has: the Mollie client brings its own CA list and ignores NODE_EXTRA_CA_CERTS. Call it
 * only in a test file that talks to the fake; the returned function restores the setting.
 */
export function acceptSelfSignedCertificates(): () => void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  return () => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}
