/**
 * An e-mail address as text that, when it must wrap on a narrow screen, wraps after the "@"
 * rather than inside the domain ("info@deccanindustrial. / in").
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
