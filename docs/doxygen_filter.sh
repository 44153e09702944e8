#!/bin/sh
# Doxygen's input filter for the SDK's headers: their comments are plain (`//` and `/*`,
# the style of the code), and Doxygen documents only its own (`///`, `/**`, `///<`). A
# comment on lines of its own before a declaration becomes `///`, one after a member on its
# line `///<`, and abi.h's block comments `/**`; the comment a header opens with documents
# the file. The headers themselves are not changed.
exec sed -e '1s|^// \(.*\)|/// @file\n/// \1|' \
         -e '1s|^/\*$|/** @file|' \
         -e 's|^\([[:space:]]*\)// |\1/// |' \
         -e 's|^\([[:space:]]*\)//$|\1///|' \
         -e 's|\([;,{]\)[[:space:]]*// |\1 ///< |' \
         -e 's|^\([[:space:]]*\)/\* |\1/** |' \
         -e 's|^\([[:space:]]*\)/\*$|\1/**|' \
         -e 's|\([;,]\)[[:space:]]*/\* \(.*\) \*/$|\1 /**< \2 */|' \
         "$1"
