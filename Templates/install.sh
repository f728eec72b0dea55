#!/usr/bin/env bash
# Copies the Doubles file templates into Xcode's user templates folder, where File > New > File shows them in
# a section named Doubles.
set -euo pipefail
if [ "$(uname -s)" != "Darwin" ]; then
    echo "error: Xcode file templates install on macOS only; this is $(uname -s), where Xcode does not run." >&2
    exit 1
fi
source_dir="$(cd "$(dirname "$0")" && pwd)/Doubles"
target_dir="${HOME}/Library/Developer/Xcode/Templates/File Templates/Doubles"
mkdir -p "$target_dir"
cp -R "$source_dir/." "$target_dir/"
echo "Installed the Doubles templates in: $target_dir"
