// A person's picture, or their initials in a circle when they have none (the initials are decoration: the name
// is always written beside them).
import { initials } from "@/lib/initials";

export function Avatar({
  name,
  src,
  imageClassName,
  initialsClassName,
}: {
  name: string;
  src: string | null | undefined;
  imageClassName: string;
  initialsClassName: string;
}) {
  if (src) {
    // A plain <img>: pictures are served by our API at a versioned address, already sized by the browser.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={`Profile picture of ${name}`} className={imageClassName} />;
  }
  return (
    <span aria-hidden="true" className={initialsClassName}>
      {initials(name)}
    </span>
  );
}
