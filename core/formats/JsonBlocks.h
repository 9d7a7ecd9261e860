#pragma once

namespace hg::jsonblocks {

// JSON text read 64 bytes at a time for its structure alone: which bytes lie
// in strings (a prefix XOR of the quotes that no odd run of backslashes
// escapes) and where the brackets and commas outside them are. Finds where
// a value or a stretch of an array's elements ends at several bytes a
// cycle, without reading a token; whether the text in between is valid
// JSON is for the parser that reads it to say. Bytes are read only before
// `end`.

// The bracket that closes the one at `open` ('{' or '['); null when `end`
// comes first.
const char *closingBracket(const char *open, const char *end);

// From `from`, a place among an array's elements outside any string (its
// first element, or just past a comma between two): the first comma between
// elements at or after `target`, or the array's closing bracket when none
// comes before it; null when `end` comes first.
const char *elementBoundary(const char *from, const char *target, const char *end);

} // namespace hg::jsonblocks
