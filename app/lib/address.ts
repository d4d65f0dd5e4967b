interface PostalAddress {
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether `text` already names `part` as whole words ("IDA Cherlapally" names "Cherlapally"). */
function names(text: string, part: string): boolean {
  const words = escapeRegExp(part.trim()).replace(/\s+/g, "\\s+");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${words}($|[^\\p{L}\\p{N}])`, "iu").test(text);
}

/**
 * The address on one line, each place named once: a street that already names its locality
 * ("Plot No. 42, Phase II, IDA Cherlapally") is not followed by the locality again.
 */
export function addressLine(address: PostalAddress, { country = true } = {}): string {
  const parts = [
    address.street,
    address.locality,
    address.city,
    `${address.region} ${address.postalCode}`,
    ...(country ? [address.country] : []),
  ];
  const kept: string[] = [];
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    if (!names(kept.join(", "), part)) kept.push(part);
  }
  return kept.join(", ");
}
