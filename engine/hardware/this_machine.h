// The simulator's "this-machine" CPU as measured here (namespace asynclab::hw): the
// calibration (calibrate.h) of this machine, kept in the user's cache folder, handed to the
// simulator as the figures of its "this-machine" preset (sim/device_spec.h).
#pragma once

#include <string>

#include "engine/sim/device_spec.h"

namespace asynclab::hw {

/// Makes this machine's measurement the source of this_machine_spec() and of
/// device_preset("this-machine"). Call it before the first use of "this-machine" (the
/// scenarios, the CLI and the benchmarks do); a second call changes nothing. Thread-safe.
void install_this_machine();

/// This machine's spec: read from the cache file when it was measured on this CPU by this
/// version of the engine, else measured (a few seconds) and saved there. The cache file is
/// $ASYNCLAB_CACHE_DIR/this-machine.json, else $XDG_CACHE_HOME/asynclab/this-machine.json,
/// else ~/.cache/asynclab/this-machine.json; ASYNCLAB_THIS_MACHINE=measure ignores (and
/// rewrites) it, ASYNCLAB_THIS_MACHINE=nocache neither reads nor writes it.
DeviceSpec measure_this_machine();

/// Where measure_this_machine keeps its measurement ("" when no folder can be found).
std::string this_machine_cache_path();

}  // namespace asynclab::hw
