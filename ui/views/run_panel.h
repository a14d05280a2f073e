// The run panel: a view of the current RunSettings (the scenario, the mode and the
// scenario's parameters, one editor each) with the Run, Pause, Step and Stop buttons. An
// edit sets the model; a change of the model, from here or from anywhere else (the command
// line, a session, Compare, a lesson), shows in the editors.
#pragma once

#include <QString>
#include <QWidget>

class QAction;
class QComboBox;
class QFormLayout;

namespace asynclab {

class RunSettingsModel;

class RunPanel : public QWidget {
    Q_OBJECT

  public:
    struct Actions {
        QAction* run = nullptr;
        QAction* pause = nullptr;
        QAction* step = nullptr;
        QAction* stop = nullptr;
    };
    RunPanel(RunSettingsModel* model, Actions actions, QWidget* parent = nullptr);

    QComboBox* scenarioCombo() const { return scenarioCombo_; }
    QComboBox* modeCombo() const { return modeCombo_; }
    /// The editor of parameter `name` (nullptr when the scenario shows none).
    QWidget* paramEditor(const QString& name) const;
    /// Hands what the editors show to the model, where it differs (text typed into an
    /// editable box); false with the first value the model refuses, which stays shown.
    bool commitEdits(QString* error = nullptr);
    /// Editors greyed out while a run goes.
    void setEditable(bool editable);

  signals:
    /// The "From the Network dock..." button was pressed.
    void networkDockRequested();

  private:
    void rebuildForm();
    void showParam(const QString& name, const QString& value);
    void showMode();

    RunSettingsModel* model_ = nullptr;
    QComboBox* scenarioCombo_ = nullptr;
    QComboBox* modeCombo_ = nullptr;
    QWidget* paramBox_ = nullptr;
    QFormLayout* paramForm_ = nullptr;
};

}  // namespace asynclab
