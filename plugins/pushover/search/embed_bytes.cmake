# Writes a C++ source holding a file's bytes: cmake -DINPUT=file -DOUTPUT=file.cpp
# -DNAME=symbol -P embed_bytes.cmake. The source defines, in namespace pushover,
# `extern const unsigned char NAME[]` and `extern const std::size_t NAME_size`.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" length)
math(EXPR size "${length} / 2")
# One byte as 0xNN, 32 to a line.
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "((0x..,){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}.partial"
  "// Generated from ${INPUT} by embed_bytes.cmake: do not edit.\n"
  "#include <cstddef>\n"
  "namespace pushover {\n"
  "extern const unsigned char ${NAME}[];\n"
  "extern const std::size_t ${NAME}_size;\n"
  "const unsigned char ${NAME}[] = {\n${bytes}\n};\n"
  "const std::size_t ${NAME}_size = ${size};\n"
  "}  // namespace pushover\n")
file(RENAME "${OUTPUT}.partial" "${OUTPUT}")
