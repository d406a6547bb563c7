# Implementations: one family frontend combined with one backend and one memory
# strategy (docs/backends.md). This table is the single registration of a backend:
#
#   pqkit_implementation(<impl> BACKEND <backend> STRATEGY speed|stack PROCESSOR <regex>)
#
# <backend> is the name of the folders src/<family>/native/<backend>/ and
# src/common/native/<backend>/ that hold its code ("ref", the portable C, has none). A
# family builds <impl> when CMAKE_SYSTEM_PROCESSOR matches <regex>, the family has the
# backend's folder (or the backend is ref), and the family's frontend offers the
# strategy. The order below is the host's run-time preference: the first usable wins.
pqkit_implementation(avx2 BACKEND avx2 STRATEGY speed PROCESSOR "^(x86_64|AMD64|amd64)$")
pqkit_implementation(m4 BACKEND m4 STRATEGY speed PROCESSOR "^arm")
pqkit_implementation(m4stack BACKEND m4 STRATEGY stack PROCESSOR "^arm")
pqkit_implementation(ref BACKEND ref STRATEGY speed PROCESSOR ".*")
