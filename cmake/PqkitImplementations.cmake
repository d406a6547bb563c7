# Implementations: one family frontend combined with one backend and one memory
# strategy (docs/backends.md). This table is the single registration of a backend:
#
#   pqkit_implementation(<impl> BACKEND <backend> STRATEGY speed|stack [REQUIRES <feature>...])
#
# <backend> is the name of the folders src/<family>/native/<backend>/ and
# src/common/native/<backend>/ that hold its code ("ref", the portable C, has none). A
# family builds <impl> when the platform has every REQUIRES feature (the "features" of
# platform/<name>/platform.json; the host gains x86-64 on such a machine), the family
# has the backend's folder (or the backend is ref), and the family's frontend offers
# the strategy. The lab reads this table too (python/pqkit/platforms.py) and lists the
# pairs a platform lacks a feature for as not applicable. The order below is the
# host's run-time preference: the first usable wins.
#
# The m4 assembly uses the DSP extension (pkhbt, sadd16, smlad, smuad, ...), ARMv7-M
# long multiplies (umull, smlal) and the FPU's S registers as spill space (vmov).
pqkit_implementation(avx2 BACKEND avx2 STRATEGY speed REQUIRES x86-64)
pqkit_implementation(m4 BACKEND m4 STRATEGY speed REQUIRES dsp fpu)
pqkit_implementation(m4stack BACKEND m4 STRATEGY stack REQUIRES dsp fpu)
pqkit_implementation(ref BACKEND ref STRATEGY speed)
