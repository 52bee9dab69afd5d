// What a settings form says on the page itself when it was posted without JavaScript (no toast can show there).

/** The success, or the refusal that names no field. */
export function FormNotice({ done, error }: { done?: { title: string; description?: string }; error?: string }) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive sm:col-span-2">
        {error}
      </p>
    );
  }
  if (!done) return null;
  return (
    <p role="status" className="rounded-md border border-border bg-muted/60 p-3 text-sm sm:col-span-2">
      <strong>{done.title}.</strong> {done.description}
    </p>
  );
}
