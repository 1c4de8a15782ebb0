// A fuzz target's subject from a program speaking the line protocol
// (docs/protocol.md): link this file with any NAME_fuzz.cpp and plumb::harness
// (plumb_add_fuzz_target(... SUBJECT_COMMAND) does), and set
//
//   PLUMB_FUZZ_SUBJECT_COMMAND='node my-kernels.js' ./my_crossing_fuzz corpus/
//
// The program is started once per fuzzing process (and again after it dies:
// a crash of the library becomes a finding of that input, with its stderr).
// Its handshake's declarations judge every input, as `plumb check
// --subject-command` does, so the same command fuzzes overnight what CI checks.
#include <cstdio>
#include <cstdlib>

#include "fuzz/fuzz_target.h"
#include "harness/protocol_subject.h"

namespace {

plumb::Subject command_subject() {
  const char* command = std::getenv("PLUMB_FUZZ_SUBJECT_COMMAND");
  if (command == nullptr || *command == '\0') {
    std::fprintf(stderr,
                 "plumb fuzz: this target checks a program over the line protocol: set PLUMB_FUZZ_SUBJECT_COMMAND "
                 "to its command line (e.g. 'node my-kernels.js')\n");
    std::exit(2);
  }
  try {
    plumb::ProtocolOptions options;
    options.command = command;
    return plumb::protocol_subject(options);
  } catch (const plumb::ProtocolSetupError& e) {
    std::fprintf(stderr, "plumb fuzz: PLUMB_FUZZ_SUBJECT_COMMAND '%s': %s\n", command, e.what());
    std::exit(2);
  }
}

}  // namespace

PLUMB_FUZZ_SUBJECT_IS(command_subject)
