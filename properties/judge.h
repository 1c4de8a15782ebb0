// Plumb properties: the judge that records what each check found.
//
// A check calls the judge once per question it asks of the subject: a
// decision compared with the oracle, a construction measured against its
// contract, or an invariant that needs no oracle. The judge counts them per
// kernel (for `plumb check`'s table), keeps the worst construction error, and
// turns every disagreement into a Finding that carries everything a user acts
// on: which kernel, which property, the input as hex floats, the fast answer,
// the exact answer, and by how much.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace plumb {

struct Finding {
  std::string property;  // the property that caught it
  std::string kernel;    // the kernel that answered wrongly
  std::string label;     // the generator class of the case
  std::string input;     // the case, hex floats
  std::string fast;      // the subject's answer
  std::string exact;     // the exact (or expected) answer
  std::string what;      // what is wrong, with the size of the error
  long case_index = 0;   // which case of the property (for replay)
};

struct KernelStats {
  long checks = 0;
  long decision_disagreements = 0;
  long construction_violations = 0;
  long invariant_violations = 0;
  double worst_error = 0.0;     // in the contract's own unit (ULPs, or u * scale)
  double worst_fraction = 0.0;  // worst_error / contract
  std::string worst_quantity;   // e.g. "t (ULPs)"
  long violations() const {
    return decision_disagreements + construction_violations + invariant_violations;
  }
};

class Judge {
 public:
  /// Starts a case: later findings carry this property, label and input.
  /// `describe` is called only if something is found.
  void begin_case(std::string property, std::string label, std::function<std::string()> describe,
                  long index);

  /// A yes/no or case decision compared with the oracle (exact, no tolerance).
  void decision(std::string_view kernel, std::string_view question, bool agree,
                const std::string& fast, const std::string& exact);

  /// The same for a yes/no answer: agree when equal; both printed as true/false.
  void decision_bool(std::string_view kernel, std::string_view question, bool fast, bool exact) {
    decision(kernel, question, fast == exact, fast ? "true" : "false", exact ? "true" : "false");
  }

  /// A construction's error, in the contract's unit, against the contract.
  /// error may be +inf (a NaN or infinity where a finite value was due).
  void construction(std::string_view kernel, std::string_view quantity, double error,
                    double contract, const std::string& fast, const std::string& exact);

  /// An invariant that needs no oracle (or checks the oracle itself).
  void invariant(std::string_view kernel, std::string_view statement, bool holds,
                 const std::string& fast, const std::string& expected);

  /// The generator class of the current case.
  const std::string& current_label() const { return label_; }
  /// Findings in the current case so far.
  bool case_failed() const { return case_findings_ > 0; }
  /// All findings of the current case as one message.
  std::string case_message() const;

  const std::vector<Finding>& findings() const { return findings_; }
  const std::map<std::string, KernelStats>& stats() const { return stats_; }
  /// Keep at most this many findings per property in memory (the counts are
  /// still exact).
  void set_finding_limit(std::size_t n) { limit_ = n; }

 private:
  void add(std::string_view kernel, std::string what, const std::string& fast,
           const std::string& exact);

  std::string property_, label_;
  std::function<std::string()> describe_;
  long index_ = 0;
  int case_findings_ = 0;
  std::size_t case_first_ = 0;
  std::size_t limit_ = 1000;
  std::map<std::string, std::size_t> kept_;  // findings kept, per property
  std::vector<Finding> findings_;
  std::map<std::string, KernelStats> stats_;
};

}  // namespace plumb
