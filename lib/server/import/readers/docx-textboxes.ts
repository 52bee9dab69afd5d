// Text boxes in Word documents. Word stores a text box as a drawing (DrawingML), often with an older VML copy as a
// fallback. Mammoth reads text boxes only through that fallback: a box without one (written by newer Word, or a
// bare drawing) would vanish, and with it a sidebar or a whole column of a resume template. Here such a box's
// content is copied out of its drawing, next to it in the same run, in the form of a fallback copy: mammoth reads
// it after the paragraph it is anchored in, once.

const AC_OPEN = "<mc:AlternateContent";
const AC_CLOSE = "</mc:AlternateContent>";
const DRAWING_OPEN = "<w:drawing>";
const DRAWING_CLOSE = "</w:drawing>";
const BOX_OPEN = "<w:txbxContent";
const BOX_CLOSE = "</w:txbxContent>";

/** True when some text box has no fallback copy, so mammoth alone would lose its text. */
export function hasUnreadTextBoxes(xml: string): boolean {
  return xml.includes(BOX_OPEN) && liftTextBoxes(xml) !== xml;
}

/** The document part with each fallback-less text box's content placed right after its drawing. */
export function liftTextBoxes(xml: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const ac = xml.indexOf(AC_OPEN, at);
    const drawing = xml.indexOf(DRAWING_OPEN, at);
    const next = [ac, drawing].filter((i) => i >= 0);
    if (next.length === 0) break;
    const start = Math.min(...next);
    out += xml.slice(at, start);
    if (start === ac) {
      const end = closing(xml, start, AC_OPEN, AC_CLOSE);
      if (end < 0) return out + xml.slice(start);
      const block = xml.slice(start, end);
      // With a fallback copy mammoth reads the fallback; without one, the drawing's own content is read.
      out += block.includes("<mc:Fallback") ? block : liftTextBoxes(choiceOf(block));
      at = end;
    } else {
      const end = closing(xml, start, DRAWING_OPEN, DRAWING_CLOSE);
      if (end < 0) return out + xml.slice(start);
      const block = xml.slice(start, end);
      out +=
        block +
        boxesOf(block)
          .map((box) => asFallback(liftTextBoxes(box)))
          .join("");
      at = end;
    }
  }
  return out + xml.slice(at);
}

/** A text box in the form of Word's VML fallback copy, which mammoth reads after the paragraph it sits in. */
const asFallback = (box: string) =>
  `<w:pict><v:shape xmlns:v="urn:schemas-microsoft-com:vml"><v:textbox>${box}</v:textbox></v:shape></w:pict>`;

/** The index just past the element opened at `start`, counting nested elements of the same name; -1 if unclosed. */
function closing(xml: string, start: number, open: string, close: string): number {
  let depth = 0;
  let at = start;
  for (;;) {
    const nextOpen = xml.indexOf(open, at);
    const nextClose = xml.indexOf(close, at);
    if (nextClose < 0) return -1;
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth += 1;
      at = nextOpen + open.length;
    } else {
      depth -= 1;
      at = nextClose + close.length;
      if (depth === 0) return at;
    }
  }
}

/** The content of an AlternateContent's first choice. */
function choiceOf(block: string): string {
  const open = block.indexOf("<mc:Choice");
  if (open < 0) return "";
  const contentStart = block.indexOf(">", open) + 1;
  const end = closing(block, open, "<mc:Choice", "</mc:Choice>");
  return end < 0 ? "" : block.slice(contentStart, end - "</mc:Choice>".length);
}

/** The outermost text boxes inside a drawing. */
function boxesOf(block: string): string[] {
  const boxes: string[] = [];
  let at = 0;
  for (;;) {
    const start = block.indexOf(BOX_OPEN, at);
    if (start < 0) return boxes;
    const end = closing(block, start, BOX_OPEN, BOX_CLOSE);
    if (end < 0) return boxes;
    boxes.push(block.slice(start, end));
    at = end;
  }
}
