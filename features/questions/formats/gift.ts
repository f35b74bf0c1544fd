// Moodle's GIFT format, both ways, following the rules of Moodle's qformat_gift importer/exporter.
//
//   $CATEGORY: $course$/top/Unit 1/Quiz
//
//   // [type:multiple-choice] [difficulty:easy] [tag:react] [id:Q-17]
//   ::Which hook adds local state?::[markdown]Choose the **React** hook…{
//   	=useState#Right.
//   	~%-25%useEffect#No: that runs effects.
//   	####useState returns a pair.
//   }
//
// Questions are separated by blank lines; ~ = # { } : and \ are escaped with a backslash and a line
// break inside text is written \n, so every question stays one block. A text without a [format]
// marker is Moodle auto-format, as in Moodle. Categories are whole paths ("Unit 1/Quiz" is stored as
// "Unit 1 / Quiz"; "UI//UX" is one level, "UI/UX"). GIFT has no difficulty, no code type, no case
// sensitivity and no model answer, so they travel in comment lines, which Moodle ignores; tags and
// ID numbers use the [tag:…] and [id:…] comments Moodle reads.
//
// Writing is gift/write.ts, reading gift/read.ts, the syntax they share gift/syntax.ts.
export { encodeGift, escapeGift, writeCategory } from "./gift/write";
export { decodeGift, readCategory } from "./gift/read";
